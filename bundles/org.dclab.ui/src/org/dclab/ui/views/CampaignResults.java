package org.dclab.ui.views;

import java.io.IOException;
import java.nio.file.Path;

import org.dclab.sim.SweepPlan;
import org.dclab.sim.campaign.Campaign;
import org.dclab.sim.campaign.CampaignTables;
import org.dclab.sim.campaign.ResultsStore;

/**
 * A campaign as the Results view shows it, read from its store through the campaign API: its runs in plan order
 * (parameters, repetition, seed, status, wall time, figures: the rows of runs.csv) and its points with the mean,
 * standard deviation and 95 % confidence interval of every figure (the rows of sweep.csv), both as of now, whatever
 * CSV files the folder holds.
 */
record CampaignResults(Path dir, SweepCurves.Table runs, SweepCurves.Table points) {

    static CampaignResults load(Path dir) throws IOException {
        Campaign campaign = Campaign.at(dir);
        SweepPlan plan = campaign.plan();
        try (ResultsStore store = campaign.openStore()) {
            return new CampaignResults(dir, SweepCurves.parse(CampaignTables.runsCsv(plan, store)),
                    SweepCurves.parse(CampaignTables.sweepCsv(plan, store)));
        }
    }
}
