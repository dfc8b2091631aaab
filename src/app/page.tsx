import Link from "next/link";

export default function HomePage() {
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-16">
      <h1 className="font-bold text-3xl">Rishta</h1>
      <p>Trusted matchmaking for families in Pakistan and the UAE.</p>
      <div className="flex gap-3">
        <Link className="underline" href="/auth/sign-in">
          Sign in
        </Link>
        <Link className="underline" href="/auth/sign-up">
          Sign up
        </Link>
      </div>
    </main>
  );
}
