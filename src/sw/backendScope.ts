/** Paths the mocked backend answers: the API and the demo EmailJS endpoint. */
export function isBackendRequest(pathname: string): boolean {
  return pathname.startsWith('/api/');
}
