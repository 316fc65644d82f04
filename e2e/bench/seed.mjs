// Creates the data the measured pages show, over the real API.
export async function api(origin, token, method, path, body) {
  const res = await fetch(`${origin}/api${path}`, {
    method,
    headers: { Authorization: token ? `Bearer ${token}` : '', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok || !json.success) throw new Error(`${method} ${path}: ${res.status} ${json.message}`);
  return json.data;
}

export async function signIn(origin, email) {
  await api(origin, null, 'POST', '/send-verification-token', { email });
  const outbox = await api(origin, null, 'GET', `/dev/outbox?email=${encodeURIComponent(email)}`);
  const { session } = await api(origin, null, 'POST', '/verify', {
    email,
    token: outbox.messages[0].code,
  });
  await api(origin, session.token, 'PUT', '/me', { name: 'Bench Korisnik' });
  return session.token;
}

export async function listWithItems(origin, token, name, count) {
  const { list } = await api(origin, token, 'POST', '/lists', { name });
  const categories = ['voće i povrće', 'mliječni proizvodi', 'pekarski proizvodi', 'meso i perad'];
  for (let i = 0; i < count; i += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, count - i) }, (_, k) =>
        api(origin, token, 'POST', `/lists/${list.id}/items`, {
          name: `Artikl ${i + k + 1}`,
          category: categories[(i + k) % categories.length],
          images: [],
        }),
      ),
    );
  }
  return list.id;
}

export async function note(origin, token) {
  const { note } = await api(origin, token, 'POST', '/notes', { title: 'Bilješka za mjerenje' });
  await api(origin, token, 'PUT', `/notes/${note.id}`, {
    body: {
      blocks: [
        { type: 'header', data: { text: 'Naslov', level: 2 } },
        { type: 'paragraph', data: { text: 'Tekst bilješke.' } },
        { type: 'list', data: { style: 'unordered', items: [{ content: 'jedan', items: [] }] } },
      ],
    },
  });
  return note.id;
}

/** A recipe of three of the user's groceries, for the recipe page. */
export async function recipe(origin, token) {
  const foods = [
    { name: 'Riža arborio', energy: 350, fat: 1, protein: 7, carb: 78 },
    { name: 'Vrganji', energy: 26, fat: 0, protein: 3, carb: 3 },
    { name: 'Parmezan', energy: 392, fat: 29, protein: 36, carb: 0 },
  ];
  const ingredients = [];
  for (const [index, food] of foods.entries()) {
    const { grocery } = await api(origin, token, 'POST', '/groceries', food);
    ingredients.push({ groceryId: grocery.id, grams: [300, 200, 60][index] });
  }
  const { recipe } = await api(origin, token, 'POST', '/recipes', {
    name: 'Rižoto s vrganjima',
    servings: 4,
    ingredients,
  });
  return recipe.id;
}
