import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { render } from '@/test/test-utils';
import { ListDetail } from '../pages/ListDetail';

/** One page at `path`, matched by `route`, in a router of its own. */
export function renderAt(path: string, route: string, Component: () => React.ReactNode) {
  const router = createMemoryRouter([{ path: route, Component }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

/** A list's page by its `:id`. */
export function DetailRoute() {
  const { id = '' } = useParams();
  return <ListDetail id={id} />;
}
