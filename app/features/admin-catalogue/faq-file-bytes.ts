/**
 * A file's bytes in and out of the console's JSON calls: an upload is read as base64 (the
 * server function carries text), a download arrives as base64 and is saved under its name.
 */

// String.fromCharCode takes its arguments on the stack: a few thousand at a time.
const CHUNK = 0x2000

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = ''
  for (let start = 0; start < bytes.length; start += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK))
  }
  return btoa(binary)
}

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64)
  const bytes = new Uint8Array(binary.length)
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index)
  return bytes
}

/** Saves bytes as a download named `filename`. */
export function saveDownload(base64: string, filename: string, mediaType: string) {
  const url = URL.createObjectURL(new Blob([base64ToBytes(base64)], { type: mediaType }))
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.click()
  // Revoked a moment later: the browser reads the blob after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
