/** /user: whether two-factor authentication is on, and the way to set it up or manage it (ADR 036). */
import { useLocalTexts } from '../../i18n/local-texts'
import { Badge } from '../../ui/badge/badge'
import { buttonClassName } from '../../ui/button/button'
import { Card } from '../../ui/card/card'
import * as css from './two-factor.css'
import { twoFactorTexts } from './two-factor.messages'
import { MEMBER_ENROLMENT_PATH } from './two-factor-paths.shared'

/** `enabled`: the signed-in user's own setting, from the root route's context (user-page.tsx). */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const texts = useLocalTexts(twoFactorTexts)
  return (
    <Card title={texts.title} headingLevel={2} description={texts.intro}>
      <div className={css.column} data-testid="two-factor-card">
        <p className={css.help}>
          <Badge tone={enabled ? 'success' : 'neutral'}>{enabled ? texts.enabled : texts.notEnabled}</Badge>
        </p>
        <div className={css.actions}>
          <a href={MEMBER_ENROLMENT_PATH} className={buttonClassName({ variant: 'secondary' })}>
            {enabled ? texts.manage : texts.setUp}
          </a>
        </div>
      </div>
    </Card>
  )
}
