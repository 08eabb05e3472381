// A step of the app's start (`main.tsx`): Zod's schema classes (its "classic" API), evaluated on their own
// before the contract builds its schemas with them. Named exports only: re-exporting Zod's `z` namespace
// would keep every language's messages in the build.
export { object, string } from 'zod';
