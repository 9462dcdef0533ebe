export declare const SECRET_CANARIES: Readonly<Record<string, string>>
export declare const SECRET_ENV_NAMES: readonly string[]
export declare function withSecretCanaries(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv
