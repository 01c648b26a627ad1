import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileDropZone, type FileDropZoneProps } from './FileDropZone';

const file = (name: string, type: string, size: number) =>
  new File([new Uint8Array(size)], name, { type, lastModified: 0 });

const contract = file('signed-contract.pdf', 'application/pdf', 1_240_000);
const screenshot = file('billing-page-with-extra-seats-highlighted.png', 'image/png', 386_000);

const picker = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;

const meta = {
  title: 'Components/FileDropZone',
  component: FileDropZone,
  parameters: {
    docs: {
      description: {
        component: [
          'A file picker with a drop zone: a button opens the system picker, files can also be dropped or pasted.',
          '',
          '**Do**',
          '',
          '- Say in `description` which types and what size are accepted, in words people use ("PDF or PNG, up to 5 MB").',
          '- Check the files again on the server, by their content: the type here comes from the file name.',
          '- Show the upload error from the server in `errorMessage`.',
          '',
          "**Don't**",
          '',
          "- Don't rely on dropping alone: the 'Choose files' button is the way for keyboard and touch users.",
          "- Don't hide why a file was refused: the zone says it for each file.",
        ].join('\n'),
      },
    },
  },
  args: {
    label: 'Attachments',
    description: 'PDF, PNG or JPEG, up to 5 MB each.',
    acceptedFileTypes: ['application/pdf', 'image/png', 'image/jpeg'],
    maxSizeBytes: 5_000_000,
    allowsMultiple: true,
    isDisabled: false,
    onChange: fn(),
    onReject: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    acceptedFileTypes: { control: 'object' },
    maxSizeBytes: { control: 'number' },
    files: { control: false },
    defaultFiles: { control: false },
    messages: { control: 'object' },
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '32rem' }}>{Story()}</div>],
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Attachments' })).toBeVisible();
    await userEvent.upload(picker(canvasElement), contract);
    await expect(args.onChange).toHaveBeenLastCalledWith([contract]);
    await expect(canvas.getByRole('list', { name: 'Chosen files' })).toHaveTextContent('signed-contract.pdf1.2 MB');
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const WithFiles: Story = { args: { defaultFiles: [contract, screenshot] } };

export const SingleFile: Story = {
  args: { allowsMultiple: false, label: 'Signed contract', description: 'PDF, up to 5 MB.', defaultFiles: [contract] },
};

/** The app's side of a controlled zone: it keeps the list. */
function Controlled(args: FileDropZoneProps) {
  const [files, setFiles] = useState<File[]>([]);
  return <FileDropZone {...args} files={files} onChange={setFiles} />;
}

/** A file picked through the hidden input, then removed with the keyboard; focus goes back to the picker. */
export const PickAndRemoveByKeyboard: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const choose = canvas.getByRole('button', { name: 'Choose files' });
    // The zone's own (hidden) drop button is the first stop, where files can be pasted; then Choose.
    await userEvent.tab();
    await userEvent.tab();
    await expect(choose).toHaveFocus();

    await userEvent.upload(picker(canvasElement), contract);
    const remove = await canvas.findByRole('button', { name: 'Remove signed-contract.pdf' });
    await userEvent.tab();
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('list', { name: 'Chosen files' })).toBeNull());
    await waitFor(() => expect(choose).toHaveFocus());
  },
};

/** Files of a type not accepted, or too large, are refused with a message each (and `onReject`). */
export const RefusedFiles: Story = {
  play: async ({ args, canvasElement }) => {
    // user-event would drop the files the input's `accept` excludes before they reach the zone.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(picker(canvasElement), [
      file('setup.exe', 'application/x-msdownload', 52_000),
      file('scan.pdf', 'application/pdf', 7_300_000),
      contract,
    ]);
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('setup.exe was not added: this type of file is not accepted.');
    await expect(alert).toHaveTextContent('scan.pdf was not added: it is larger than 5 MB.');
    await expect(args.onReject).toHaveBeenCalledTimes(1);
  },
};

export const WithError: Story = {
  args: { defaultFiles: [screenshot], errorMessage: 'The upload failed. Remove the file and try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Choose files' })).toHaveAccessibleDescription(
      'PDF, PNG or JPEG, up to 5 MB each. The upload failed. Remove the file and try again.',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultFiles: [contract] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove signed-contract.pdf' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  args: { defaultFiles: [contract, screenshot] },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
