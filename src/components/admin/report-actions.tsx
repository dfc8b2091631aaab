"use client";

import { BanIcon, CheckIcon, ImageOffIcon, TriangleAlertIcon } from "lucide-react";
import type { ReactNode } from "react";
import { RESOLUTION_REASON_MAX, type ReportAction, updateReportSchema } from "@/lib/validation/reports";
import { api } from "@/trpc/react";
import { ReasonDialog } from "./reason-dialog";

const reasonSchema = updateReportSchema.pick({ reason: true });

const COPY: Record<
  ReportAction,
  { button: string; title: string; confirm: string; explain: string; icon: ReactNode; destructive: boolean }
> = {
  dismiss: {
    button: "Dismiss",
    title: "Dismiss this item?",
    confirm: "Dismiss",
    explain: "Nothing happens to the member. The item closes as dismissed.",
    icon: <CheckIcon aria-hidden="true" />,
    destructive: false,
  },
  warn: {
    button: "Warn",
    title: "Warn this member?",
    confirm: "Send the warning",
    explain:
      "The member gets a notification that a concern about them was reviewed and that repeated problems lead to a block. It names neither the reporter nor your reason.",
    icon: <TriangleAlertIcon aria-hidden="true" />,
    destructive: false,
  },
  block: {
    button: "Block member",
    title: "Block this member?",
    confirm: "Block the member",
    explain:
      "Their account is disabled: they are signed out everywhere, their API tokens stop working and they cannot sign in. Every other open item about them closes with this one.",
    icon: <BanIcon aria-hidden="true" />,
    destructive: true,
  },
  remove_photo: {
    button: "Remove photo",
    title: "Remove this member's photo?",
    confirm: "Remove the photo",
    explain:
      "Their profile photo is deleted for good and they are told to upload one that follows the picture policy.",
    icon: <ImageOffIcon aria-hidden="true" />,
    destructive: true,
  },
};

/** The actions that close an open item, each confirmed with a required reason. */
export function ReportActions({
  reportId,
  memberName,
  hasPhoto,
}: {
  reportId: string;
  memberName: string;
  hasPhoto: boolean;
}) {
  const mutation = api.reports.update.useMutation({ meta: { errorToast: false } });
  const actions: ReportAction[] = [
    "dismiss",
    "warn",
    "block",
    ...(hasPhoto ? (["remove_photo"] as const) : []),
  ];
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map((action) => {
        const copy = COPY[action];
        return (
          <ReasonDialog
            key={action}
            id={`report-${action}-reason`}
            trigger={copy.button}
            icon={copy.icon}
            title={copy.title}
            description={memberName}
            explain={copy.explain}
            hint="Kept with the item and in the administrators' record; never shown to the member."
            confirm={copy.confirm}
            destructive={copy.destructive}
            maxLength={RESOLUTION_REASON_MAX}
            schema={reasonSchema}
            onConfirm={async (reason) =>
              (await mutation.mutateAsync({ report_id: reportId, action, reason })).message
            }
          />
        );
      })}
    </div>
  );
}
