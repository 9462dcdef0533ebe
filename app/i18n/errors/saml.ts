/** Refusals of SAML single sign-on: its configuration and the sign-in itself (app/server/saml, ADR 037). */
export const samlErrorsJa = {
  ownersOnly: 'SAML シングルサインオンを設定できるのはオーナーだけです。',
  notConfigured: 'この組織には SAML シングルサインオンが設定されていません。',
  metadataMissing:
    'IdP のメタデータ URL か、メタデータの XML のどちらかを指定してください。何も変更していません。',
  metadataBoth: 'メタデータ URL と XML は、どちらか一方だけを指定してください。何も変更していません。',
  metadataNotXml: 'IdP のメタデータを XML として読み取れませんでした。何も変更していません。',
  metadataTooLarge: 'IdP のメタデータが大きすぎます（{{max}} KB まで）。何も変更していません。',
  metadataNoIdp:
    'メタデータに IdP の定義（IDPSSODescriptor と entityID）がありません。何も変更していません。',
  metadataNoRedirect:
    'メタデータに HTTP-Redirect バインディングの SingleSignOnService がありません。何も変更していません。',
  metadataNoCertificate:
    'メタデータに IdP の署名用証明書（X509Certificate）がありません。何も変更していません。',
  metadataUrlMalformed: 'メタデータ URL {{url}} は URL として正しくありません。何も変更していません。',
  metadataUrlNotHttps: 'メタデータ URL は https:// で始まる必要があります（{{url}}）。何も変更していません。',
  metadataUrlPrivate:
    'メタデータ URL {{url}} はループバックまたはプライベートなアドレスを指しているため使えません。何も変更していません。',
  metadataFetchFailed:
    'メタデータ URL {{url}} から取得できませんでした（{{reason}}）。何も変更していません。',
  domainsInvalid:
    '{{domains}} はメールアドレスのドメイン（例: example.co.jp）ではありません。何も変更していません。',
  domainsEmpty:
    'この IdP に振り分けるメールアドレスのドメインを 1 つ以上指定してください。何も変更していません。',
  domainsTooMany: 'ドメインは {{max}} 件までです。何も変更していません。',
  domainTaken: 'ドメイン {{domain}} は別の組織の SAML 設定で使われています。何も変更していません。',
  roleInvalid: 'ジャストインタイムで作るアカウントの既定のロールは member か admin にしてください。',
}

export const samlErrorsEn: Record<keyof typeof samlErrorsJa, string> = {
  ownersOnly: 'Only an owner can set up SAML single sign-on.',
  notConfigured: 'This organisation has no SAML single sign-on set up.',
  metadataMissing: "Give the IdP's metadata URL or its metadata XML. Nothing was changed.",
  metadataBoth: 'Give either a metadata URL or metadata XML, not both. Nothing was changed.',
  metadataNotXml: "The IdP's metadata could not be read as XML. Nothing was changed.",
  metadataTooLarge: "The IdP's metadata is too large (at most {{max}} KB). Nothing was changed.",
  metadataNoIdp: 'The metadata has no IdP (an IDPSSODescriptor and an entityID). Nothing was changed.',
  metadataNoRedirect:
    'The metadata has no SingleSignOnService with the HTTP-Redirect binding. Nothing was changed.',
  metadataNoCertificate:
    'The metadata has no IdP signing certificate (X509Certificate). Nothing was changed.',
  metadataUrlMalformed: 'The metadata URL {{url}} is not a valid URL. Nothing was changed.',
  metadataUrlNotHttps: 'The metadata URL must start with https:// ({{url}}). Nothing was changed.',
  metadataUrlPrivate:
    'The metadata URL {{url}} points to a loopback or private address, which is not allowed. Nothing was changed.',
  metadataFetchFailed: 'The metadata could not be fetched from {{url}} ({{reason}}). Nothing was changed.',
  domainsInvalid: '{{domains}}: not an e-mail domain (e.g. example.com). Nothing was changed.',
  domainsEmpty: 'Give at least one e-mail domain that routes to this IdP. Nothing was changed.',
  domainsTooMany: 'At most {{max}} domains. Nothing was changed.',
  domainTaken: "The domain {{domain}} is used by another organisation's SAML set-up. Nothing was changed.",
  roleInvalid: 'The default role of just-in-time accounts must be member or admin.',
}
