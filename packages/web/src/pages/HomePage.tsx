/** `/` and `/ideas/`: the home page, with the ways in (create a Pin, log in, sign up). */
import { Link } from 'wouter';
import { useSession } from '../session.js';
import type { PageProps } from './page-props.js';

export default function HomePage(_: PageProps) {
  const { viewer } = useSession();
  return (
    <section className="ps-page" aria-labelledby="home-title">
      <h1 id="home-title">{viewer?.isAuth === true ? `Welcome back, ${viewer.fullName ?? viewer.username ?? ''}` : 'Pinstack'}</h1>
      <p>Save images and links to boards, and find them again.</p>
      <p>
        {viewer?.isAuth === true ? <Link href="/pin-builder/">Create a Pin</Link> : <Link href="/signup/">Sign up to start saving</Link>}
      </p>
    </section>
  );
}
