/**
 * Copy `text` with the Clipboard API; where there is none (plain http, older browsers), select `field`
 * (the input showing the text) and copy the selection. Answers whether it was copied.
 */
export async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!field) return false;
    field.select();
    return document.execCommand('copy');
  }
}
