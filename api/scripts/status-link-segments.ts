// What the status link does to the default SMS formats: each
// format rendered with the settings preview's sample pickup or drop-off, without and with the link, in
// English (GSM-7) and Burmese (UCS-2), for a few portal origins. Run: cd api && ./node_modules/.bin/tsx scripts/status-link-segments.ts
import {
  smsParts,
  pickupNoticeVariables,
  completeDropoffVariables,
  SAMPLE_PICKUP,
  SAMPLE_DROPOFF,
  renderFormat,
  FORMAT_OF_NOTICE,
  statusLinkUrl,
} from '@fcs/shared/contract';
import { EMAIL_FORMATS } from '../src/db/seed/demo-data';
const now = new Date('2026-01-28T15:00:00Z');
const token = 'Xq3vT9bK2mN7pL4wR8sY1c';
const noticeOf = Object.fromEntries(Object.entries(FORMAT_OF_NOTICE).map(([n, id]) => [id, n]));
for (const origin of ['https://portal.example.com', 'https://fcs.example', 'http://localhost:3000']) {
  const link = statusLinkUrl(origin, token);
  console.log(`\norigin ${origin}: link ${link.length} characters (+1 space)`);
  for (const f of EMAIL_FORMATS) {
    for (const lang of ['en', 'my'] as const) {
      const text = lang === 'en' ? f.sms : f.sms_my;
      const vars = noticeOf[f.id]
        ? pickupNoticeVariables(noticeOf[f.id] as never, SAMPLE_PICKUP, now, lang)
        : completeDropoffVariables(SAMPLE_DROPOFF, null, now, lang);
      const before = renderFormat(text.replace(/ ?%status_link%/, '').replace('canceled: %remark%', 'canceled. %remark%'), vars);
      const after = renderFormat(text, { ...vars, status_link: link });
      const a = smsParts(before),
        b = smsParts(after);
      console.log(
        `${f.id.padEnd(18)} ${lang}  before ${a.encoding} ${a.units} units ${a.segments} seg   after ${b.encoding} ${b.units} units ${b.segments} seg`,
      );
    }
  }
}
