/** The id of the running build (`dev` under `vite dev` and in unit tests). */
export const buildId: string = typeof __OPSAI_BUILD_ID__ === 'string' ? __OPSAI_BUILD_ID__ : 'dev'
