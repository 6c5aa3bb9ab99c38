import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ModuleCode } from '@platform/contracts/constants';
import type { CardDetail } from '@platform/contracts/vcard';
import { isCardUnavailable } from '@platform/contracts/vcard/limits';
import { mobileCardPath } from '@platform/contracts/vcard/routes';
import {
  Avatar,
  Button,
  IconBuilding,
  IconCall,
  IconDownload,
  IconLogin,
  IconMail,
  IconMapPin,
  IconPhone,
  Spinner,
  toast,
} from '@platform/ui';
import { parseContent, toBullets, visibleModules } from '@platform/ui/domain';
import { useAppSelector } from '../../shared/store/hooks';
import { useCardDetailQuery } from './cardsApi';
import { buildVcardFile, downloadVcardFile, isMasked, vcardFileName } from './vcardFile';
import {
  ActionLink,
  ActionRouterLink,
  Actions,
  Card,
  ContactRow,
  Contacts,
  Head,
  Hint,
  Page,
  Section,
  Tags,
} from './MobileCardPage.styles';
import './i18n';

const TAG_CODES: number[] = [ModuleCode.TAGS_6, ModuleCode.TAGS_7, ModuleCode.TAGS_8, ModuleCode.TAGS_9];
const VALID_ID = /^\d{1,19}$/;

const tagsOf = (content: unknown): string[] =>
  Array.isArray(content)
    ? content
        .map((t) => (typeof t === 'string' ? t : String((t as { tagName?: string }).tagName ?? '')))
        .filter((t) => t.trim())
    : [];

const productsOf = (content: unknown): string[] =>
  Array.isArray(content)
    ? content.map((p) => String((p as { productName?: string }).productName ?? '')).filter(Boolean)
    : [];

/** What the page shows of the card's modules: the introduction, the company's scope, tags, products. */
function cardSections(card: CardDetail) {
  const modules = visibleModules({ ...card, type: card.type === 1 ? 1 : 2 });
  const intro = modules.find((m) => m.moduleCode === ModuleCode.BULLETS);
  const scope = modules.find((m) => m.moduleCode === ModuleCode.BUSINESS_SCOPE);
  const products = modules.find((m) => m.moduleCode === ModuleCode.PRODUCTS);
  return {
    introTitle: intro?.moduleName ?? '',
    intro: intro ? toBullets(intro.content) : [],
    scope: scope ? String(parseContent(scope.content) ?? '').trim() : '',
    tags: [
      ...new Set(modules.filter((m) => TAG_CODES.includes(m.moduleCode)).flatMap((m) => tagsOf(m.content))),
    ],
    products: products ? productsOf(products.content) : [],
  };
}

function Contact({
  icon,
  label,
  value,
  masked,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  masked: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ContactRow>
      {icon}
      <dt>{label}</dt>
      <dd>
        <span>{value}</span>
        {masked && <Hint>{t('cards.mobile.masked')}</Hint>}
      </dd>
    </ContactRow>
  );
}

function MobileCard({ card }: { card: CardDetail }) {
  const { t } = useTranslation();
  const signedIn = useAppSelector((s) => !!s.app.token);
  const name = card.userName || card.nickName;
  const sections = cardSections(card);
  const here = mobileCardPath(card.id);
  // 拨打电话 only for a number the server gave this viewer unmasked (the owner, or encryption off).
  const callable = !!card.phone && (!card.encrypt || card.isOwner) && !isMasked(card.phone);
  const title = [card.post, card.dept].filter((s) => s.trim()).join(' · ');

  const save = () => {
    const file = buildVcardFile({
      name,
      org: card.orgName,
      dept: card.dept,
      title: card.post,
      phone: card.phone,
      email: card.email,
      address: card.address,
      note: sections.intro.join('\n'),
      url: `${window.location.origin}${here}`,
    });
    downloadVcardFile(file, vcardFileName(name));
    toast.success(t('cards.mobile.saved'));
  };

  return (
    <>
      <Card aria-labelledby="mobile-card-name">
        <Head>
          <Avatar name={name} src={card.avatar || card.userCenterAvatar || undefined} size={64} />
          <div>
            <h1 id="mobile-card-name">{name}</h1>
            {title && <p>{title}</p>}
            {card.orgName && (
              <p>
                <IconBuilding aria-label={t('cards.mobile.company')} />
                <span>{card.orgName}</span>
              </p>
            )}
          </div>
        </Head>
        {(card.phone || card.email || card.address) && (
          <Contacts aria-label={t('cards.mobile.contacts')}>
            {card.phone && (
              <Contact
                icon={<IconPhone />}
                label={t('cards.mobile.phone')}
                value={card.phone}
                masked={isMasked(card.phone)}
              />
            )}
            {card.email && (
              <Contact
                icon={<IconMail />}
                label={t('cards.mobile.email')}
                value={card.email}
                masked={isMasked(card.email)}
              />
            )}
            {card.address && (
              <Contact
                icon={<IconMapPin />}
                label={t('cards.mobile.address')}
                value={card.address}
                masked={isMasked(card.address)}
              />
            )}
          </Contacts>
        )}
      </Card>

      <Actions aria-label={t('cards.mobile.actions')}>
        <Button variant="primary" size="lg" block onClick={save}>
          <IconDownload />
          {t('cards.mobile.save')}
        </Button>
        {callable && (
          <ActionLink
            href={`tel:${card.phone.replace(/[^\d+]/g, '')}`}
            aria-label={t('cards.mobile.callNumber', { phone: card.phone })}
          >
            <IconCall />
            {t('cards.mobile.call')}
          </ActionLink>
        )}
        {!signedIn && (
          <ActionRouterLink to={`/login?path=${encodeURIComponent(here)}`}>
            <IconLogin />
            {t('cards.mobile.exchange')}
          </ActionRouterLink>
        )}
      </Actions>

      {sections.intro.length > 0 && (
        <Section aria-labelledby="mobile-card-intro">
          <h2 id="mobile-card-intro">{sections.introTitle || t('cards.mobile.intro')}</h2>
          <ul>
            {sections.intro.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </Section>
      )}
      {(sections.scope || sections.tags.length > 0) && (
        <Section aria-labelledby="mobile-card-company">
          <h2 id="mobile-card-company">{card.orgName || t('cards.mobile.company')}</h2>
          {sections.tags.length > 0 && (
            <Tags aria-label={t('cards.mobile.tags')}>
              {sections.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </Tags>
          )}
          {sections.scope && (
            <>
              <h3>{t('cards.mobile.scope')}</h3>
              <p>{sections.scope}</p>
            </>
          )}
        </Section>
      )}
      {sections.products.length > 0 && (
        <Section aria-labelledby="mobile-card-products">
          <h2 id="mobile-card-products">{t('cards.mobile.products')}</h2>
          <ul>
            {sections.products.map((p, i) => (
              <li key={i}>{p}</li>
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}

function ServerMobileCard({ vcardId }: { vcardId: string }) {
  const { t } = useTranslation();
  const { data, isLoading, isError } = useCardDetailQuery({ vcardId });
  if (isLoading) return <Spinner label={t('cards.mobile.loading')} />;
  if (isError || !data) return <Hint role="alert">{t('cards.mobile.notFound')}</Hint>;
  if (isCardUnavailable(data))
    return (
      <Hint role="status">
        {data.unavailable === 'private' ? t('cards.mobile.private') : t('cards.mobile.deleted')}
      </Hint>
    );
  return <MobileCard card={data} />;
}

/**
 * /m/card/:vcardId (public, bare; docs/mobile-pages.md): a phone-sized view of a business card, as
 * the card QR and the share link open it on a phone. Contacts come masked from the server for
 * whoever may not see them; the page never unmasks.
 */
export default function MobileCardPage() {
  const { t } = useTranslation();
  const { vcardId = '' } = useParams();
  return (
    <Page>
      {VALID_ID.test(vcardId) ? (
        <ServerMobileCard vcardId={vcardId} />
      ) : (
        <Hint role="alert">{t('cards.mobile.notFound')}</Hint>
      )}
    </Page>
  );
}
