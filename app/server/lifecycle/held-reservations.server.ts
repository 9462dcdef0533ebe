/**
 * The token reservations this process holds and has not settled yet (ADR 043): reserve()
 * remembers each, settle() forgets it. A shutdown first lets the turns holding them settle
 * (their streams end with what was produced); what is still held after that (a turn stuck on
 * its model, a request cut by the close) is released (`releaseHeldReservations`), so no tokens
 * stay held for a reservation's lifetime after the process is gone.
 *
 * On globalThis for the same reason as the drain state: the app's bundle reserves, the
 * launcher's bundle releases.
 */

const KEY = Symbol.for('opsai.lifecycle.heldReservations')

export interface HeldReservation {
  tenantId: string
  id: string
}

const slot = globalThis as { [KEY]?: Map<string, HeldReservation> }

function held(): Map<string, HeldReservation> {
  slot[KEY] ??= new Map()
  return slot[KEY]
}

export function rememberHeldReservation(reservation: HeldReservation) {
  held().set(reservation.id, { tenantId: reservation.tenantId, id: reservation.id })
}

export function forgetHeldReservation(id: string) {
  held().delete(id)
}

/** Oldest first. */
export function heldReservations(): HeldReservation[] {
  return [...held().values()]
}
