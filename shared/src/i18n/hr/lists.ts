import { formatNumber } from '@organizator/shared/i18n';

/**
 * Lists area (docs/product.md#screens-lists; #validation; #errors). English texts are kept
 * verbatim where the product description gives them (default title, success toasts); docs/decisions/lists.md.
 */
export const lists = {
  addList: 'Dodaj popis',
  /** docs/product.md#data: a list's default name (followed by today's date, docs/product.md#screens). */
  defaultTitle: 'Moj popis',
  empty: 'Još nemate nijedan popis. Dodajte prvi.',
  loadError: 'Popisi se nisu učitali',
  listLoadError: 'Popis se nije učitao',
  notFound: 'Popis nije pronađen ili mu nemate pristup.',
  toDashboard: 'Natrag na popise',
  creating: 'Stvaranje popisa...',
  createError: 'Popis nije stvoren.',
  /** "<done> / <total>" items of a list (docs/product.md#screens). */
  doneOfTotal: (done: number, total: number) => `${formatNumber(done)} / ${formatNumber(total)}`,
  doneOfTotalLabel: (done: number, total: number) =>
    `Gotovo ${formatNumber(done)} od ${formatNumber(total)} stavki`,
  allDone: 'Sve kupljeno',
  createdAt: (date: string) => `Stvoren ${date}`,
  menuFor: (name: string) => `Izbornik popisa ${name}`,
  edit: 'Uredi',
  delete: 'Obriši',
  confirmDeleteTitle: 'Obrisati popis?',
  confirmDeleteText: (name: string) =>
    `Popis „${name}” i sve njegove stavke bit će trajno obrisani.`,

  // Editor
  back: 'Natrag',
  renameHint: 'Dodirnite naslov za preimenovanje',
  titleLabel: 'Naziv popisa',
  showDone: 'Prikaži kupljeno',
  hideDone: 'Sakrij kupljeno',
  moreActions: 'Više radnji',
  reorderCategories: 'Promijeni redoslijed kategorija',
  resetAll: 'Vrati sve na nekupljeno',
  resetConfirmTitle: 'Vratiti sve stavke na nekupljeno?',
  resetConfirmText:
    'Sve kupljene stavke ovog popisa ponovno će biti nekupljene, i za ostale članove tima.',
  resetConfirm: 'Vrati sve',
  removeWithImagesTitle: 'Ukloniti stavku?',
  removeWithImagesText: (name: string) =>
    `Stavka „${name}” i njezine fotografije bit će trajno uklonjene.`,
  removeConfirm: 'Ukloni',
  instructionsShow: 'Upute',
  instructionsHide: 'Sakrij upute',
  instructionsTitle: 'Kako koristiti popis',
  instructions: [
    'Dodirnite naziv stavke kad je stavite u košaricu: bit će prekrižena i nakon dvije sekunde skrivena. Ako ste dodirnuli pogrešnu stavku, dodirnite je ponovno dok je još vidljiva.',
    'Gumbom „Dodaj stavku” ili plusom pokraj kategorije dodajete novu stavku. Upišite naziv ili odaberite jedan od prijedloga s drugih popisa, odaberite kategoriju i po želji dodajte fotografiju s napomenom.',
    'Oko prikazuje i skriva kupljene stavke. U izborniku s tri točke možete promijeniti redoslijed kategorija prema rasporedu u trgovini ili sve stavke vratiti na nekupljeno za sljedeću kupnju.',
    'Popis dijelite s cijelim timom: kad netko doda, kupi ili obriše stavku, promjena se odmah pojavljuje kod svih članova uz kratku obavijest.',
  ],
  addItem: 'Dodaj stavku',
  addToCategory: (category: string) => `Dodaj stavku u kategoriju ${category}`,
  emptyItems: 'Popis je prazan. Dodajte prvu stavku.',
  allItemsDone: 'Sve je kupljeno. Oko prikazuje kupljene stavke.',
  itemMenuFor: (name: string) => `Izbornik stavke ${name}`,
  editItem: 'Uredi',
  removeItem: 'Ukloni',
  showDetails: 'Prikaži detalje',
  hideDetails: 'Sakrij detalje',
  markDone: (name: string) => `Označi ${name} kao kupljeno`,
  markNotDone: (name: string) => `Označi ${name} kao nekupljeno`,
  categoryDone: 'sve kupljeno',

  // Reorder mode
  reorderTitle: 'Redoslijed kategorija',
  moveUp: (category: string) => `Pomakni ${category} gore`,
  moveDown: (category: string) => `Pomakni ${category} dolje`,
  saveOrder: 'Spremi redoslijed',
  cancelReorder: 'Odustani',
  noCategories: 'Popis još nema kategorija.',

  // Add and edit item views
  addItemTitle: 'Nova stavka',
  editItemTitle: 'Uredi stavku',
  pickerLabel: 'Pretraži stavke',
  pickerPlaceholder: 'Pretraži ili upiši novu stavku',
  pickerNew: (name: string) => `Dodaj novu: „${name}”`,
  pickerEmpty: 'Nema prijedloga',
  /** The picker's list of names, for assistive technology. */
  pickerSuggestions: 'Prijedlozi stavki',
  changeItem: 'Odaberi drugu stavku',
  nameLabel: 'Naziv',
  categoryLabel: 'Kategorija',
  quantityLabel: 'Količina',
  quantityPlaceholder: 'Npr. 2 l, 500 g, 3 kom',
  /** How a row names an item with a quantity (toggle and menu labels). */
  withQuantity: (name: string, quantity: string) => `${name} (${quantity})`,
  severalAtOnce: 'Više stavki odjednom',
  oneAtATime: 'Jedna stavka',
  linesLabel: 'Stavke, svaka u svom retku',
  linesPlaceholder: 'Mlijeko 2 l\nKruh\n3 kom jogurt',
  linesHint:
    'Količinu dopišite ispred ili iza naziva. Stavke koje je tim već kupovao dobivaju svoju zadnju kategoriju i količinu; odabrana kategorija vrijedi za nove.',
  addSeveral: (count: number) =>
    count === 1 ? 'Dodaj 1 stavku na popis' : `Dodaj stavke na popis (${formatNumber(count)})`,
  categoryPlaceholder: 'Odaberite kategoriju',
  /** The category picker's list, for assistive technology. */
  categoryChoices: 'Kategorije',
  imagesLabel: 'Slike',
  addImage: 'Dodaj sliku',
  uploadingImage: 'Učitavanje slike...',
  imageNote: 'Napomena',
  imageNotePlaceholder: 'Npr. baš ova marka',
  removeImage: 'Ukloni sliku',
  imageAlt: (name: string) => `Slika stavke ${name}`,
  addToList: 'Dodaj na popis',
  saveItem: 'Spremi',
  deleteItem: 'Obriši',
  /** docs/product.md#validation: adding an item without a name. */
  nameRequired: 'Naziv stavke mora biti unesen',
  onlyImages: 'Odabrana datoteka nije slika',

  // Success toasts (docs/product.md#errors, verbatim; the list name is the description)
  listUpdated: 'List updated',
  listRestarted: 'List restarted',
  itemAdded: 'Item added',
  itemRemoved: 'Item removed',
  itemUpdated: 'Item updated',
} as const;
