/**
 * The status of a request, its body read to the end. A test that looks only at the status must still
 * take the body: an unread archive or photo stalls its stream, and the server's connection stays busy
 * until the garbage collector happens to drop the answer, so closing the server waits on it.
 */
export async function statusOf(url: string, init?: RequestInit): Promise<number> {
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return response.status;
}
