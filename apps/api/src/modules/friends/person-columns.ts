import { users } from '../../db/schema/index.js';

/** A person as other people see them anywhere (friends, lists, events, draws): id, name and picture. */
export const personColumns = { id: users.id, name: users.name, lastname: users.lastname, image: users.image };

/** "Ana Ruiz", as notifications name people. */
export const fullName = (p: { name: string; lastname: string }) => `${p.name} ${p.lastname}`.trim();
