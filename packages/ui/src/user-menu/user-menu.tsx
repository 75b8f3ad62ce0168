import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { css, cx } from '@rihla/styled-system/css';
import { ChevronDownIcon } from '../icons/icons.tsx';
import { popover } from '../utils/popover-style.ts';

export interface UserMenuLink {
  id: string;
  label: string;
  href: string;
}

export interface UserMenuProps {
  user: { name: string; avatar?: string | null };
  /** Account management, favourites, my trips: the app supplies its routes. */
  links?: readonly UserMenuLink[];
  /** Called by the logout item; the app opens its confirmation dialog. */
  onLogout: () => void;
  logoutLabel?: string;
}

export const defaultUserMenuLinks: readonly UserMenuLink[] = [
  { id: 'account', label: 'إدارة الحساب', href: '/account' },
  { id: 'favourites', label: 'المفضلة', href: '/account/favourites' },
  { id: 'trips', label: 'رحلاتي', href: '/account/trips' },
];

/** The signed-in customer's menu: a menu button (name and avatar) opening links and logout. */
export function UserMenu({ user, links = defaultUserMenuLinks, onLogout, logoutLabel = 'تسجيل الخروج' }: UserMenuProps) {
  return (
    <MenuTrigger>
      <Button aria-label={`قائمة الحساب: ${user.name}`} className={trigger}>
        <Avatar name={user.name} avatar={user.avatar} />
        <span
          className={css({
            display: { base: 'none', sm: 'inline' },
            maxWidth: '40',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          })}
        >
          {user.name}
        </span>
        <ChevronDownIcon size={16} />
      </Button>
      <Popover placement="bottom end" className={popover}>
        <Menu className={css({ outline: 'none', minWidth: '48' })}>
          {links.map((link) => (
            <MenuItem key={link.id} id={link.id} href={link.href} className={item}>
              {link.label}
            </MenuItem>
          ))}
          <Separator className={css({ borderBlockStart: '1px solid', borderColor: 'border', marginBlock: '1' })} />
          <MenuItem id="logout" onAction={onLogout} className={item}>
            {logoutLabel}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

function Avatar({ name, avatar }: { name: string; avatar?: string | null }) {
  if (avatar) return <img src={avatar} alt="" width={32} height={32} className={avatarStyle} />;
  // The initial is drawn by CSS, so the button's visible text stays the name it is called by.
  return <span aria-hidden="true" className={cx(avatarStyle, initial)} data-initial={Array.from(name.trim())[0] ?? '؟'} />;
}

const trigger = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minHeight: '44px',
  paddingInline: '2',
  borderRadius: 'full',
  color: 'fg',
  cursor: 'pointer',
  _hovered: { bg: 'bg.muted' },
  focusOutline: 'outside',
});
const avatarStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  borderRadius: 'full',
  objectFit: 'cover',
  bg: 'accent',
  color: 'fg.onAccent',
  fontWeight: '700',
});
const initial = css({ _after: { content: 'attr(data-initial)' } });
const item = css({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: '3',
  borderRadius: 'md',
  color: 'fg',
  cursor: 'pointer',
  textDecoration: 'none',
  '&[data-focused]': { bg: 'accent.subtle' },
  focusOutline: 'row',
});
