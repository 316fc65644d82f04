import type { LiveEvent } from '../../contract/events';
import { formatLongDate } from '../dates';
import { formatNumber } from '../numbers';

/** The shell's layout (navigation, header, user menu, footer, theme) and its live notifications. */
export const nav = {
  lists: 'Popisi',
  notes: 'Bilješke',
  groceries: 'Namirnice i recepti',
  foodDiary: 'Dnevnik prehrane',
  settings: 'Postavke',
  logout: 'Odjava',
  openMenu: 'Otvori izbornik',
  closeMenu: 'Zatvori izbornik',
  userMenu: 'Korisnički izbornik',
  toggleTheme: 'Promijeni temu',
  theme: 'Tema',
  themeLight: 'Svijetla',
  themeDark: 'Tamna',
  themeSystem: 'Sustavska',
  footerCredit: 'Organizator · izrađeno s pažnjom u Hrvatskoj',
  mainNavigation: 'Glavna navigacija',
  topNavigation: 'Gornja navigacija',
  skipToContent: 'Preskoči na sadržaj',
  /**
   * Toast titles of the live events (docs/product.md#api); the description is the user who made the change.
   * `meId` tells the signed-in user apart when the event is about them (a removal).
   */
  liveEvent: (event: LiveEvent, meId?: string): string => {
    switch (event.type) {
      case 'list-updated':
        return `Popis „${event.listName}” je ažuriran`;
      case 'list-items-restarted':
        return `Popis „${event.listName}” je resetiran`;
      case 'list-item-added':
        return `„${event.itemName}” dodano na popis „${event.listName}”`;
      case 'list-item-deleted':
        return `„${event.itemName}” uklonjeno s popisa „${event.listName}”`;
      case 'list-item-updated':
        return `„${event.itemName}” ažurirano na popisu „${event.listName}”`;
      case 'team-member-joined':
        return `Novi član tima: ${event.memberName}`;
      case 'team-member-left':
        return `${event.memberName} više nije u timu`;
      case 'team-member-removed':
        return event.memberId === meId
          ? 'Uklonjeni ste iz tima: popisi tog tima više vam nisu dostupni'
          : `${event.memberName} više nije u timu`;
      case 'team-invite-declined':
        return `Pozivnica je odbijena: ${event.memberName}`;
      case 'grocery-created':
        return `Nova namirnica tima: „${event.name}”`;
      case 'grocery-updated':
        return `Namirnica „${event.name}” je ažurirana`;
      case 'grocery-deleted':
        return `Namirnica „${event.name}” više nije u namirnicama tima`;
      case 'recipe-created':
        return `Novi recept tima: „${event.name}”`;
      case 'recipe-updated':
        return `Recept „${event.name}” je ažuriran`;
      case 'recipe-deleted':
        return `Recept „${event.name}” više nije u receptima tima`;
      case 'meal-plan-updated':
        return `Jelovnik tima za ${formatLongDate(event.date)} je promijenjen`;
      case 'pot-cooked':
        return `Skuhano: „${event.name}”`;
      case 'pot-portion-taken':
        return event.grams === undefined
          ? `Uzeta porcija iz lonca „${event.name}”`
          : `Uzeto ${formatNumber(event.grams)} g iz lonca „${event.name}”`;
      case 'pot-updated':
        return `Lonac „${event.name}” je ažuriran`;
      case 'pot-deleted':
        return `Lonac „${event.name}” je obrisan`;
    }
  },
} as const;
