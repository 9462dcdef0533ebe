/**
 * Hostile input on the system administrator's endpoints (`/api/admin/**` and the invoice
 * decision), sent by the administrator so that the validation behind the session check runs:
 * the same properties as hostile-endpoints.test.ts.
 */
import { adminEndpointProbes } from './testing/admin-endpoint-probes'
import { describeHostileEndpoints } from './testing/hostile-endpoint-suite'
import { listEndpoints } from './testing/inventory'

const endpoints = (await listEndpoints()).filter((endpoint) => endpoint.key in adminEndpointProbes)

describeHostileEndpoints('hostile input on the console endpoints', endpoints)
