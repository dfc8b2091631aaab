/** The sign-in, sign-up and password pages' titles and search-result descriptions. */
export const authPages = {
  signIn: {
    title: "Sign in",
    description:
      "Sign in to Rishta to see your proposals, connections and messages, and to send proposals to families in Pakistan and the UAE.",
  },
  signUp: {
    title: "Create your account",
    description:
      "Create a free Rishta account, build your profile with your family's details and partner requirements, and start meeting suitable matches.",
  },
  forgotPassword: {
    title: "Forgot your password?",
    description:
      "Forgot your Rishta password? Enter your email and we will send you a link to choose a new one.",
  },
} as const;
