import { LandingAbout } from "./landing-about";
import { LandingBenefits } from "./landing-benefits";
import { LandingCta } from "./landing-cta";
import { LandingFooter } from "./landing-footer";
import { LandingGames } from "./landing-games";
import { LandingHeader } from "./landing-header";
import { LandingHero } from "./landing-hero";
import { LandingSteps } from "./landing-steps";
import { LandingTestimonials } from "./landing-testimonials";

/**
 * The public landing page (/ and /home). Prerendered to static HTML at build time, so nothing
 * here may touch window, document or localStorage while rendering.
 */
export function LandingScreen() {
  return (
    <div className="min-h-dvh overflow-x-clip bg-night text-ink">
      <title>Saideira · Jogos de Bebida para Jogar com os Amigos</title>
      <LandingHeader />
      <main>
        <LandingHero />
        <LandingAbout />
        <LandingGames />
        <LandingSteps />
        <LandingBenefits />
        <LandingTestimonials />
        <LandingCta />
      </main>
      <LandingFooter />
    </div>
  );
}
