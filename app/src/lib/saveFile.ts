/** Saves a Blob as a file through a temporary link (receipts, tax invoices). */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // The download has started by then; the URL only holds the blob in memory.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
