import { UserPenIcon } from "lucide-react";
import Link from "next/link";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const steps = [
  "Complete your profile, with a photo, so members and families can find you.",
  "Browse profiles and send a proposal to someone you would like to know.",
  "When a proposal is accepted you become connections, and can message each other.",
] as const;

/**
 * The member's dashboard home: a greeting, the nudge to finish the profile, and how the service
 * works. No numbers it does not have; the sidebar carries the links.
 */
export function MemberWelcome({ name, profileComplete }: { name: string; profileComplete: boolean }) {
  return (
    <div className="grid max-w-3xl gap-6">
      <section className="grid gap-1">
        <h2 className="font-semibold text-2xl">Assalam-o-Alaikum, {name}</h2>
        <p className="text-muted-foreground">Welcome to your Rishta dashboard.</p>
      </section>

      {profileComplete ? null : (
        <Alert className="border-primary/30 bg-primary/5">
          <UserPenIcon aria-hidden="true" className="text-primary" />
          <AlertTitle id="complete-profile-title">Complete your profile</AlertTitle>
          <AlertDescription className="gap-3">
            <p className="text-muted-foreground">
              Your profile is not complete yet, so other members cannot find you. It takes a few steps:
              personal details, career, family, religion, residence, what you look for in a partner, and a
              photo.
            </p>
            <Link
              href="/dashboard/profile/create"
              aria-describedby="complete-profile-title"
              className={buttonVariants({ size: "sm" })}
            >
              Get started
            </Link>
          </AlertDescription>
        </Alert>
      )}

      <Card className="gap-4">
        <CardHeader>
          <CardTitle>How Rishta works</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="grid gap-3">
            {steps.map((step, index) => (
              <li key={step} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary text-xs"
                >
                  {index + 1}
                </span>
                <span className="text-muted-foreground">{step}</span>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
    </div>
  );
}
