/** The installed app and working without a connection. */
export const offline = {
  appFullName: 'Organizator: popisi za kupnju, bilješke i prehrana',
  appDescription:
    'Zajednički popisi za kupnju koji rade i bez signala, bilješke, namirnice i dnevnik prehrane.',
  banner: 'Niste povezani s internetom. Prikazujemo spremljene podatke.',
  bannerWaiting: (count: number) =>
    count === 1
      ? 'Niste povezani s internetom. 1 promjena čeka slanje.'
      : `Niste povezani s internetom. Promjena koje čekaju slanje: ${count}.`,
  backOnline: 'Ponovno ste povezani. Podaci su osvježeni.',
  areaUnavailableTitle: 'Nije dostupno bez veze',
  areaUnavailableText:
    'Ovaj dio aplikacije još niste otvorili dok ste bili povezani, pa nije spremljen za rad bez veze. Otvorit će se čim se veza vrati.',
  readOnlyNotice: 'Bez veze: prikazujemo spremljenu verziju. Izmjene su moguće kad se veza vrati.',
  waitingItem: 'Čeka slanje',
  waitingCount: (count: number) =>
    count === 1 ? '1 promjena čeka slanje' : `Promjena koje čekaju slanje: ${count}`,
  droppedDeleted: (name: string) =>
    `Stavku „${name}” je u međuvremenu obrisao netko iz tima, pa vaša promjena nije spremljena.`,
  droppedListDeleted: 'Popis je u međuvremenu obrisan, pa vaše promjene na njemu nisu spremljene.',
  syncedTitle: 'Promjene su poslane',
  syncedText: (count: number) =>
    count === 1
      ? 'Poslana je 1 promjena napravljena bez veze.'
      : `Poslano promjena napravljenih bez veze: ${count}.`,
} as const;
