import { itemOptionsResponse, listItemOptionsQuery } from '@organizator/shared/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller } from '../http/auth-hook';
import { ok } from '../http/envelope';

/** docs/product.md#constants has an unexplained 500; it bounds the suggestions here. */
const MAX_OPTIONS = 500;

/**
 * GET /list-item-options?excludeListId=: the item names the team used on its OTHER lists, one per
 * name (case-insensitive, newest spelling, with the category and quantity it was last added with), ranked by "frecency": every use counts 1/(1 + age in
 * weeks), so names used often and lately come first.
 */
export const optionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.deps;
  app.get(
    '/list-item-options',
    { schema: { querystring: listItemOptionsQuery, response: { 200: itemOptionsResponse } } },
    async (request) => {
      const { teamId } = caller(request);
      const exclude = request.query.excludeListId;
      const items = await database.rows<{
        id: string;
        name: string;
        category: string;
        quantity: string | null;
      }>(sql`
        select (array_agg(i.id order by i.created_at desc))[1] as id,
               (array_agg(i.name order by i.created_at desc))[1] as name,
               (array_agg(i.category order by i.created_at desc))[1] as category,
               (array_agg(i.quantity order by i.created_at desc))[1] as quantity
        from list_items i join lists l on l.id = i.list_id
        where l.team_id = ${teamId} ${exclude ? sql`and l.id <> ${exclude}` : sql``}
        group by lower(i.name)
        order by sum(1.0 / (1 + extract(epoch from (now() - i.created_at)) / 604800)) desc,
                 max(i.created_at) desc, lower(i.name)
        limit ${MAX_OPTIONS}`);
      return ok({ items });
    },
  );
};
