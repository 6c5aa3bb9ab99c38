import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCustomer } from '../../../shared/customer/useCustomer';
import { useRouteMeta } from '../../router/useRouteMeta';
import { buildTopMenu, isActive, isChatEntry, type MenuItem } from './topMenu';
import { useAppSelector } from '../../../shared/store/hooks';
import { Measure, MoreList, MoreWrap, NavLink, Nav } from './TopBar.styles';
import { useMenuFit } from './useMenuFit';
import { useMenuSelection } from './useMenuSelection';

/**
 * Spec 1 §2 top menu. Entries that do not fit the bar (long English names, many configured
 * entries) move into a More disclosure at its end instead of being cut or scrolled away.
 */
export function TopMenu() {
  const { t, i18n } = useTranslation();
  const meta = useRouteMeta();
  const { pathname } = useLocation();
  const customer = useCustomer();
  const select = useMenuSelection();
  const imVisible = useAppSelector((s) => s.app.setting.imVisible);
  const items = buildTopMenu(meta, customer.menu).filter((item) => imVisible || !isChatEntry(item));
  const label = (item: MenuItem) =>
    item.key
      ? i18n.language === 'en'
        ? t(`menu.${item.key}`, { defaultValue: item.label })
        : item.label
      : t(`routes.${item.title}`);
  const labels = items.map(label);
  const { navRef, measureRef, fit } = useMenuFit(labels.join('\n'));
  const shown = fit === null ? items : items.slice(0, fit);
  const hidden = fit === null ? [] : items.slice(fit);
  const link = (item: MenuItem, onPicked?: () => void) => {
    const active = isActive(item, pathname, meta);
    return (
      <NavLink
        key={item.path}
        href={item.path}
        $active={active}
        aria-current={active ? 'page' : undefined}
        onClick={(event) => {
          event.preventDefault();
          onPicked?.();
          void select({ path: item.path, meta: item.meta });
        }}
      >
        {label(item)}
      </NavLink>
    );
  };
  return (
    <Nav aria-label="main" ref={navRef}>
      {shown.map((item) => link(item))}
      {hidden.length > 0 && (
        <MoreMenu
          label={t('topBar.moreMenu')}
          active={hidden.some((item) => isActive(item, pathname, meta))}
          render={(close) => hidden.map((item) => <li key={item.path}>{link(item, close)}</li>)}
        />
      )}
      <Measure ref={measureRef} aria-hidden="true">
        {labels.map((text, i) => (
          <NavLink as="span" key={items[i]!.path} $active>
            {text}
          </NavLink>
        ))}
        <NavLink as="span" $active>
          {t('topBar.moreMenu')} ▾
        </NavLink>
      </Measure>
    </Nav>
  );
}

/** A disclosure (button and list of links): Escape or a click outside closes it. */
function MoreMenu({
  label,
  active,
  render,
}: {
  label: string;
  active: boolean;
  render: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState({ top: 0, right: 0 });
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  useEffect(() => {
    if (!open) return;
    const onDown = (event: PointerEvent) => {
      if (!wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onResize = () => setOpen(false);
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('resize', onResize);
    };
  }, [open]);
  return (
    <MoreWrap ref={wrap}>
      <NavLink
        as="button"
        type="button"
        ref={button}
        $active={active}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          const rect = button.current?.getBoundingClientRect();
          if (rect) setPlace({ top: rect.bottom + 6, right: window.innerWidth - rect.right });
          setOpen((o) => !o);
        }}
      >
        {label} ▾
      </NavLink>
      <MoreList id={listId} hidden={!open} style={place}>
        {render(() => setOpen(false))}
      </MoreList>
    </MoreWrap>
  );
}
