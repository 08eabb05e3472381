/**
 * A chosen file's text (UTF-8, a BOM kept as the file has it). FileReader rather than `Blob.text()`: the same in
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
