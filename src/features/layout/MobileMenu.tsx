import Drawer from '@mui/material/Drawer';
import { SideMenu } from './SideMenu';

/**
 * The menu below 992 px: a drawer that slides in over the page, as a dialog. A file of its own
 * (with the drawer's modal, focus trap and transitions), fetched after the first screen.
 */
export function MobileMenu({
  open,
  width,
  restoreFocus,
  onClose,
  onNavigate,
}: {
  open: boolean;
  width: number;
  /** Whether closing hands the focus back to the menu button (not after following a link). */
  restoreFocus: boolean;
  onClose: () => void;
  onNavigate: () => void;
}) {
  return (
    <Drawer
      id="side-menu"
      variant="temporary"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: false, disableRestoreFocus: !restoreFocus }}
      slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-label': 'Menu' } }}
      sx={{ '& .MuiDrawer-paper': { width } }}
    >
      <SideMenu onNavigate={onNavigate} />
    </Drawer>
  );
}
