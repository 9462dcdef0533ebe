/** A CSV export the browser saves as `filename` (never cached: it holds the caller's data). */
export function csvDownload(body: string, filename: string) {
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'no-store',
    },
  })
}
