import { Link, useLoaderData } from 'react-router';

/** One loader, one link: the least a server-rendered, hydrated React Router page does. */
export function loader() {
  return { greeting: 'Hello' };
}

export function meta() {
  return [{ title: 'Floor' }];
}

export default function Home() {
  const { greeting } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>{greeting}</h1>
      <Link to="/">Home</Link>
    </main>
  );
}
