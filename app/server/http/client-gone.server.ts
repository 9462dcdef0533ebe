/** nginx's status for a request whose client closed the connection before the answer. */
export const CLIENT_CLOSED_REQUEST = 499

/** Node's error for a request whose connection closed while its body was being read. */
function isAbortedRequestBody(error: unknown): boolean {
  return (
    error instanceof Error && error.message === 'aborted' && 'code' in error && error.code === 'ECONNRESET'
  )
}

function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError'
}

type Fetch<Rest extends unknown[]> = (request: Request, ...rest: Rest) => Response | Promise<Response>

/**
 * A request whose client left while it was being read (a closed tab, a cancelled fetch) is
 * answered 499 for the access log, instead of reaching Start's error handler, which printed
 * Node's `Error: aborted` stack trace for each. Any other failure goes on as before.
 */
export function quietWhenClientGone<Rest extends unknown[]>(
  fetch: Fetch<Rest>,
): (request: Request, ...rest: Rest) => Promise<Response> {
  return async (request, ...rest) => {
    try {
      return await fetch(request, ...rest)
    } catch (error) {
      // Only the failures the leaving caused: a real fault in a left request is still logged.
      if (isAbortedRequestBody(error) || (request.signal.aborted && isAbortError(error))) {
        return new Response(null, { status: CLIENT_CLOSED_REQUEST })
      }
      throw error
    }
  }
}
