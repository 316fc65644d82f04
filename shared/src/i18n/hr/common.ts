export const common = {
  appName: 'Organizator',
  loading: 'Učitavanje...',
  save: 'Spremi',
  saving: 'Spremanje...',
  cancel: 'Odustani',
  delete: 'Obriši',
  edit: 'Uredi',
  add: 'Dodaj',
  back: 'Natrag',
  close: 'Zatvori',
  /** A dialog's confirm button when its owner names none. */
  ok: 'U redu',
  /** Empties a text field (its clear button). */
  clear: 'Očisti',
  /** A date field's button that opens the calendar. */
  chooseDate: 'Odaberi datum u kalendaru',
  /** A date field's empty text: the order of its parts (dan, mjesec, godina). */
  datePlaceholder: 'd. m. gggg.',
  /** A date field whose text is not a date. */
  dateInvalid: 'Upišite datum, npr. 7. 12. 2026.',
  next: 'Dalje',
  retry: 'Pokušaj ponovno',
  undo: 'Poništi',
  error: 'Greška',
  noName: 'No name',
  confirmDeleteTitle: 'Jeste li sigurni?',
  confirmDeleteText: 'Ova radnja se ne može poništiti.',
  notAvailableTitle: 'Još nije dostupno',
  notAvailableText: 'Ovaj dio aplikacije još nije dovršen. Uskoro stiže.',
  staleNotice: 'Prikaz možda nije ažuran',
  staleReconnecting: 'ponovno se povezujem…',
  /** A grocery search (the diary's picker, a recipe's ingredients) that found nothing. */
  noGroceryResults: 'Nema namirnica koje počinju tim nazivom.',
  today: 'Danas',
  yesterday: 'Jučer',
  tomorrow: 'Sutra',
} as const;
