/**
 * An HTTP answer's JSON body, for the tests and scripts that call the emulators. An
 * answer that is not JSON, such as the Functions emulator's "Timed out waiting for function to respond"
 * page on a busy machine, throws with its address, status and text instead of a bare JSON parse error.
 * An empty body reads as `{}`.
 */
export async function jsonAnswer<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (!text) return {} as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(
      `${response.url} answered ${response.status} ${response.statusText} with no JSON: ${text.slice(0, 300)}`,
    );
  }
}
