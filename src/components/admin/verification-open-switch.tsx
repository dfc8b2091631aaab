"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { toast } from "sonner";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { api } from "@/trpc/react";

/** The administrators' switch: any member may ask for verification, or only plans that include it. */
export function VerificationOpenSwitch({ openToAll }: { openToAll: boolean }) {
  const router = useRouter();
  const id = useId();
  const [checked, setChecked] = useState(openToAll);
  const mutation = api.verifications.settings.useMutation();
  return (
    <div className="flex items-start gap-3 rounded-lg border p-4">
      <Switch
        id={id}
        checked={checked}
        disabled={mutation.isPending}
        aria-describedby={`${id}-hint`}
        onCheckedChange={async (next) => {
          setChecked(next);
          try {
            const result = await mutation.mutateAsync({ open_to_all: next });
            toast.success(result.message);
            router.refresh();
          } catch {
            setChecked(!next);
          }
        }}
      />
      <div className="grid gap-1">
        <Label htmlFor={id}>Open verification to every member</Label>
        <p id={`${id}-hint`} className="text-muted-foreground text-sm">
          Off: only members whose plan includes verification may ask. Each change is recorded.
        </p>
      </div>
    </div>
  );
}
