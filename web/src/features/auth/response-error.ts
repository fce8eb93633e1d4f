/** The `error` text of a failed API answer (docs/product.md §8 bodies carry one), or its status line. */
export async function responseErrorText(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  return typeof body?.error === 'string' ? body.error : `${response.status} ${response.statusText}`.trim();
}
