import { ShieldCheckIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { SectionCard } from "./section-card";

/** An administrator's profile page: the account itself, no member profile and no wizard. */
export function AdminAccount({ user }: { user: { name: string; email: string; phone: string } }) {
  return (
    <div className="grid max-w-3xl gap-6">
      <SectionCard
        id="account-details"
        title="Account Details"
        action={
          <Badge>
            <ShieldCheckIcon aria-hidden="true" />
            Administrator
          </Badge>
        }
        rows={[
          { label: "Name", value: user.name },
          { label: "Email", value: user.email },
          { label: "Phone", value: user.phone || "Not provided" },
          { label: "Role", value: "Administrator" },
        ]}
      >
        <p className="text-muted-foreground text-sm">
          Administrator accounts have no member profile: they are not listed and cannot send proposals.
        </p>
      </SectionCard>
    </div>
  );
}
