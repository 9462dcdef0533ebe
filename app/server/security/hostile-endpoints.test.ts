/**
 * Hostile input on every HTTP endpoint but the console's (those are in
 * hostile-console-endpoints.test.ts), property-based with fast-check: wrong types, missing and
 * extra fields, huge strings, control characters, invalid UTF-8, SQL and HTML/script payloads,
 * path traversal in ids and keywords, bodies that are not JSON. Sent by the caller allowed to use
 * the endpoint (so validation behind the session check runs), through the route's server
 * handler on a real database: never a 500, a refusal explains itself in Japanese and English
 * (better-auth's own endpoints: with its message and code, which the sign-in pages translate),
 * and a refused request writes nothing.
 */
import { adminEndpointProbes } from './testing/admin-endpoint-probes'
import { describeHostileEndpoints } from './testing/hostile-endpoint-suite'
import { listEndpoints } from './testing/inventory'

const endpoints = (await listEndpoints()).filter((endpoint) => !(endpoint.key in adminEndpointProbes))

describeHostileEndpoints('hostile input on the HTTP endpoints', endpoints)
