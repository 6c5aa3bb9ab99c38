import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { widgetLoginCopy } from './copy';
import { Spinner } from '@platform/ui';
import { handOver, partnerOrigin } from './handOver';
import { useWidgetSessionMutation } from './widgetLoginApi';

type Outcome =
  { kind: 'working' } | { kind: 'done' } | { kind: 'refused'; message: string } | { kind: 'noOpener' };

/**
 * /widget-login (a login-only route: the portal's login comes first): opened as a popup by a
 * widget on a partner page. Exchanges the login for a widget token bound to the partner's origin,
 * hands it to the opener (that origin only) and closes.
 */
export default function WidgetLoginPage() {
  const { i18n } = useTranslation();
  const text = widgetLoginCopy(i18n.language);
  const [exchange] = useWidgetSessionMutation();
  const origin = partnerOrigin(window.location.search);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });

  useEffect(() => {
    const opener = window.opener as Window | null;
    if (!opener || !origin) return void setTimeout(() => setOutcome({ kind: 'noOpener' }), 0);
    let live = true;
    exchange({ origin })
      .unwrap()
      .then((session) => {
        if (!live) return;
        handOver(opener, origin, session);
        setOutcome({ kind: 'done' });
        window.close();
      })
      .catch((error: unknown) => {
        const message = (error as { msg?: string; message?: string }).msg ?? '';
        if (live) setOutcome({ kind: 'refused', message: message || text.refused });
      });
    return () => void (live = false);
  }, [exchange, origin, text.refused]);

  return (
    <main style={{ padding: 32 }}>
      <h1>{text.title}</h1>
      {outcome.kind === 'working' && <Spinner label={text.working} />}
      {outcome.kind === 'done' && <p role="status">{text.done}</p>}
      {outcome.kind === 'refused' && <p role="alert">{outcome.message}</p>}
      {outcome.kind === 'noOpener' && <p role="alert">{text.noOpener}</p>}
    </main>
  );
}
