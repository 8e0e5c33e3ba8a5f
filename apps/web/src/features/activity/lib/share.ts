/** Share a page: the system sheet where there is one, else the link on the clipboard. */
export async function shareLink(title: string, url: string): Promise<'shared' | 'copied' | 'failed'> {
  const nav = globalThis.navigator as Navigator | undefined;
  try {
    if (nav?.share) {
      await nav.share({ title, url });
      return 'shared';
    }
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') return 'shared';
  }
  try {
    await nav?.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
