/** One thing that makes a profile complete, e.g. a photo or a verified email. */
export interface ProfileStep {
  /** Stable name of the step (`picture`, `phone`, `birth_date`, `gender`, `email_verified`, `location`). */
  readonly key: string;
  /** What the profile page shows, in Indonesian (`Foto profil`). */
  readonly label: string;
  readonly done: boolean;
}

/** How far the customer has filled in the profile (GET more/user/check, "profile progress"). */
export interface ProfileProgress {
  readonly steps: readonly ProfileStep[];
  /** Whole percent of the steps done, 0 to 100. */
  readonly percentage: number;
}

/** The steps still to do, in the order the server lists them. */
export const stepsToDo = (progress: ProfileProgress): readonly ProfileStep[] => progress.steps.filter((step) => !step.done);

export const isProfileComplete = (progress: ProfileProgress): boolean => progress.steps.every((step) => step.done);
