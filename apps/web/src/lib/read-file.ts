/**
 * A chosen file's text, read as UTF-8 (a BOM at its start is dropped, as the decoding standard says). FileReader rather than `Blob.text()`: the same in
 * every browser we support and in the test DOM.
 */
export function readFileText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}
