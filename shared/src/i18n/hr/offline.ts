/** The installed app and working without a connection. */
export const offline = {
  appFullName: 'Organizator: popisi za kupnju, bilješke i prehrana',
  appDescription:
    'Zajednički popisi za kupnju koji rade i bez signala, bilješke, namirnice i dnevnik prehrane.',
  banner:
    'Niste povezani s internetom. Prikazujemo spremljene podatke: popise možete mijenjati, a bilješke, namirnice i dnevnik tek kad se veza vrati.',
  /** After `banner`, while list changes wait: the banner keeps saying what is read-only. */
  bannerWaiting: (count: number) =>
    count === 1
      ? '1 promjena popisa čeka slanje.'
      : `Promjena popisa koje čekaju slanje: ${count}.`,
  areaUnavailableTitle: 'Nije dostupno bez veze',
  areaUnavailableText:
    'Ovaj dio aplikacije još niste otvorili dok ste bili povezani, pa nije spremljen za rad bez veze. Otvorit će se čim se veza vrati.',
  waitingItem: 'Čeka slanje',
  /** A recipe's ingredients queued for a list offline: the server works out the items, so one line. */
  waitingRecipe: (recipe: string, servings: number) =>
    `Sastojci recepta „${recipe}” za ${servings} ${
      servings % 10 === 1 && servings % 100 !== 11
        ? 'porciju'
        : [2, 3, 4].includes(servings % 10) && ![12, 13, 14].includes(servings % 100)
          ? 'porcije'
          : 'porcija'
    } dodat će se kad se veza vrati.`,
  /** A recipe change queued before its name was kept with it. */
  waitingRecipeUnnamed: 'bez naziva',
  droppedDeleted: (name: string) =>
    `Stavku „${name}” je u međuvremenu obrisao netko iz tima, pa vaša promjena nije spremljena.`,
  droppedListDeleted: 'Popis je u međuvremenu obrisan, pa vaše promjene na njemu nisu spremljene.',
  /**
   * A diary change that failed: the shell sends a planned portion logged offline on reconnect, with
   * or without the diary's remote loaded, so the text loads with the shell.
   */
  diaryNotUpdated: 'Error updating food diary',
  syncedTitle: 'Promjene su poslane',
  syncedText: (count: number) =>
    count === 1
      ? 'Poslana je 1 promjena napravljena bez veze.'
      : `Poslano promjena napravljenih bez veze: ${count}.`,
} as const;
