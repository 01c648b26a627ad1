import { render, screen, waitFor, within } from '@testing-library/react';
import { createRef, useState } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { addFiles, isAcceptedType } from './checkFiles';
import { FileDropZone, type FileDropZoneProps } from './FileDropZone';

const file = (name: string, type: string, size = 2_000) => new File([new Uint8Array(size)], name, { type });
const pdf = file('invoice.pdf', 'application/pdf', 120_000);
const png = file('photo.png', 'image/png', 48_000);
const exe = file('setup.exe', 'application/x-msdownload');
const huge = file('scan.pdf', 'application/pdf', 6_000_000);

const input = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

function Controlled(props: Partial<FileDropZoneProps>) {
  const [files, setFiles] = useState<File[]>(props.defaultFiles ?? []);
  return <FileDropZone label="Attachments" {...props} files={files} onChange={setFiles} />;
}

describe('FileDropZone', () => {
  it('is a group named by its visible label, with the picker button and the description', () => {
    render(<FileDropZone label="Attachments" description="PDF or PNG, up to 5 MB" allowsMultiple />);
    const group = screen.getByRole('group', { name: 'Attachments' });
    const choose = within(group).getByRole('button', { name: 'Choose files' });
    expect(choose).toHaveAccessibleDescription('PDF or PNG, up to 5 MB');
    expect(within(group).getByText('Drag files here or')).toBeVisible();
    // React Aria's visually hidden drop button: a tab stop where files can be pasted.
    expect(within(group).getByRole('button', { name: 'Drop files Attachments' })).toBeInTheDocument();
  });

  it('adds picked files, lists them with their size, and calls onChange', async () => {
    const onChange = vi.fn();
    render(<FileDropZone label="Attachments" allowsMultiple onChange={onChange} />);
    await userEvent.upload(input(), [pdf, png]);
    const list = screen.getByRole('list', { name: 'Chosen files' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['invoice.pdf120 kB', 'photo.png48 kB']);
    expect(onChange).toHaveBeenLastCalledWith([expect.any(File), expect.any(File)]);
    expect(onChange.mock.lastCall![0].map((f: File) => f.name)).toEqual(['invoice.pdf', 'photo.png']);
  });

  it('takes files dropped on the zone by the mouse, refusing the wrong kind', async () => {
    const onChange = vi.fn();
    render(
      <FileDropZone label="Attachments" allowsMultiple acceptedFileTypes={['application/pdf']} onChange={onChange} />,
    );
    const zone = screen.getByText('Drag files here or').parentElement!;
    // The page's own drag events, as a browser fires them for files dragged in from the desktop
    // (Chromium's drag input over CDP would leave the shared test browser in a drag session).
    const data = new DataTransfer();
    data.items.add(pdf);
    data.items.add(exe);
    // What a file manager offers: a page's own DataTransfer allows nothing and cannot be changed
    // outside a dragstart, so this one says what Chromium's says for files from the desktop.
    Object.defineProperty(data, 'effectAllowed', { value: 'all' });
    // A page's own items have no file-system entry (React Aria would skip them as unreadable): read
    // them as files, as it does in browsers without webkitGetAsEntry.
    const entry = Object.getOwnPropertyDescriptor(DataTransferItem.prototype, 'webkitGetAsEntry')!;
    Object.defineProperty(DataTransferItem.prototype, 'webkitGetAsEntry', { value: undefined, configurable: true });
    onTestFinished(() => {
      Object.defineProperty(DataTransferItem.prototype, 'webkitGetAsEntry', entry);
    });
    const { left, top } = zone.getBoundingClientRect();
    const at = { bubbles: true, cancelable: true, dataTransfer: data, clientX: left + 5, clientY: top + 5 };
    zone.dispatchEvent(new DragEvent('dragenter', at));
    zone.dispatchEvent(new DragEvent('dragover', at));
    await waitFor(() => expect(zone).toHaveAttribute('data-drop-target', 'true'));
    zone.dispatchEvent(new DragEvent('drop', at));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.lastCall![0].map((f: File) => f.name)).toEqual(['invoice.pdf']);
    expect(screen.getByRole('list', { name: 'Chosen files' })).toHaveTextContent('invoice.pdf');
    expect(zone).not.toHaveAttribute('data-drop-target');
  });

  it('refuses files of other types or over the size, with a message each and onReject', async () => {
    const onReject = vi.fn();
    render(
      <Controlled
        allowsMultiple
        acceptedFileTypes={['application/pdf', 'image/*']}
        maxSizeBytes={5_000_000}
        onReject={onReject}
      />,
    );
    await userEvent.upload(input(), [pdf, exe, huge]);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('setup.exe was not added: this type of file is not accepted.');
    expect(alert).toHaveTextContent('scan.pdf was not added: it is larger than 5 MB.');
    expect(onReject).toHaveBeenCalledWith([
      { file: expect.objectContaining({ name: 'setup.exe' }), reason: 'type' },
      { file: expect.objectContaining({ name: 'scan.pdf' }), reason: 'size' },
    ]);
    expect(within(screen.getByRole('list', { name: 'Chosen files' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('keeps one file without allowsMultiple: a new one replaces it', async () => {
    render(<Controlled />);
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeVisible();
    await userEvent.upload(input(), pdf);
    await userEvent.upload(input(), png);
    const list = screen.getByRole('list', { name: 'Chosen files' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('photo.png');
  });

  it('reaches Choose by Tab and removes files by keyboard, keeping focus in the list', async () => {
    render(<Controlled allowsMultiple defaultFiles={[pdf, png]} />);
    const choose = screen.getByRole('button', { name: 'Choose files' });
    // The zone's own drop button comes first (paste target), then Choose.
    await userEvent.tab();
    await userEvent.tab();
    expect(choose).toHaveFocus();
    const picker = vi.fn();
    input().addEventListener('click', picker);
    await userEvent.keyboard('{Enter}');
    expect(picker).toHaveBeenCalledTimes(1);

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Remove invoice.pdf' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove photo.png' })).toHaveFocus());
    await userEvent.keyboard(' ');
    await waitFor(() => expect(choose).toHaveFocus());
    expect(screen.queryByRole('list', { name: 'Chosen files' })).toBeNull();
  });

  it('shows the error message and marks itself invalid', () => {
    render(<FileDropZone label="Attachments" errorMessage="Add the signed contract." />);
    expect(screen.getByRole('button', { name: 'Choose a file' })).toHaveAccessibleDescription(
      'Add the signed contract.',
    );
    expect(screen.getByRole('group')).toHaveAttribute('data-invalid');
  });

  it('does nothing when disabled', async () => {
    const onChange = vi.fn();
    render(<FileDropZone label="Attachments" isDisabled defaultFiles={[pdf]} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove invoice.pdf' })).toBeDisabled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes replacement strings', async () => {
    render(
      <Controlled
        allowsMultiple
        maxSizeBytes={1000}
        messages={{ choose: 'Add files', remove: 'Delete {name}', size: '{name} is over {max}' }}
      />,
    );
    await userEvent.upload(input(), [png, file('a.txt', 'text/plain', 10)]);
    expect(screen.getByRole('button', { name: 'Add files' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete a.txt' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('photo.png is over 1 kB');
  });

  it('matches types by MIME, family and extension', () => {
    expect(isAcceptedType(pdf, ['application/pdf'])).toBe(true);
    expect(isAcceptedType(png, ['image/*'])).toBe(true);
    expect(isAcceptedType(file('Data.CSV', ''), ['.csv'])).toBe(true);
    expect(isAcceptedType(exe, ['image/*', '.pdf'])).toBe(false);
    expect(isAcceptedType(exe, [])).toBe(true);
    expect(addFiles([pdf], [pdf, png], { allowsMultiple: true }).files).toEqual([pdf, png]);
  });

  it('hands its root to ref and has no axe violations, empty, with files and refusals, at 375 px', async () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <Controlled
        ref={ref}
        allowsMultiple
        description="PDF only"
        acceptedFileTypes={['application/pdf']}
        defaultFiles={[file(`${'a-very-long-file-name-'.repeat(5)}.pdf`, 'application/pdf')]}
        errorMessage="Upload failed."
      />,
    );
    expect(ref.current).toBe(screen.getByRole('group', { name: 'Attachments' }));
    await userEvent.upload(input(), [exe]);
    await page.viewport(375, 800);
    try {
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
      await expectNoAxeViolations();
    } finally {
      await page.viewport(1280, 800);
    }
  });
});
