/**
 * The suite serves the production build: build it first when it is missing or older than the
 * sources (the check `npm start` makes). After `npm test`, which has just built, this is a no-op.
 */
import { buildApp, buildIsCurrent } from '../../cli/lib/build'

export default async function ensureBuild() {
  if (buildIsCurrent()) return
  const started = Date.now()
  await buildApp((line) => console.log(line))
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
