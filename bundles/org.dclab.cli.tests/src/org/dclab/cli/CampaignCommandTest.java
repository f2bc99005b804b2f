package org.dclab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CampaignCommandTest {

    private static final String INCAST = CliFixture.example("incast-naive-single-bottleneck").toString();

    @TempDir
    Path dir;

    /**
     * Oracle: 2 points x 2 repetitions are 4 runs; sweep.csv has one row per point with its spread; the same command
     * again runs nothing; one more repetition runs the 2 new runs only; status counts every run done.
     */
    @Test
    void aCampaignIsWrittenResumedExtendedAndReported() throws Exception {
        Path camp = dir.resolve("camp");
        CliFixture first = new CliFixture();
        CliFixture again = new CliFixture();
        CliFixture extended = new CliFixture();
        CliFixture status = new CliFixture();

        int code = first.run("sweep", INCAST, "--param", "incast.serverCount=1,2", "--set", "incast.blocks=2",
                "--repetitions", "2", "--jobs", "2", "--out", camp.toString());
        int againCode = again.run("sweep", INCAST, "--param", "incast.serverCount=1,2", "--set", "incast.blocks=2",
                "--repetitions", "2", "--out", camp.toString());
        List<String> sweep = Files.readAllLines(camp.resolve("sweep.csv"));
        int extendedCode = extended.run("sweep", INCAST, "--param", "incast.serverCount=1,2", "--set", "incast.blocks=2",
                "--repetitions", "3", "--out", camp.toString());
        int statusCode = status.run("campaign", "status", camp.toString());

        assertEquals(0, code, first.err::toString);
        assertTrue(Files.isRegularFile(camp.resolve("results.sqlite")) && Files.isRegularFile(camp.resolve("scenario.dclab"))
                && Files.isRegularFile(camp.resolve("plan.csv")), "the campaign folder");
        assertEquals(3, sweep.size(), sweep::toString);
        assertTrue(sweep.get(0).startsWith("incast.serverCount,runs,"), sweep.get(0));
        assertTrue(sweep.get(0).contains(",goodputGbps,goodputGbps.sd,goodputGbps.ci95low,goodputGbps.ci95high,"), sweep.get(0));
        assertTrue(sweep.get(1).startsWith("1,2,") && sweep.get(2).startsWith("2,2,"), sweep::toString);
        assertEquals(0, againCode, again.err::toString);
        assertTrue(again.err.toString().contains("4 of 4 runs done or running already; running the other 0"), again.err::toString);
        assertEquals(0, extendedCode, extended.err::toString);
        assertTrue(extended.err.toString().contains("4 of 6 runs done or running already; running the other 2"), extended.err::toString);
        assertEquals(7, Files.readAllLines(camp.resolve("runs.csv")).size());
        assertEquals(0, statusCode, status.err::toString);
        assertTrue(status.out.toString().lines().anyMatch(l -> l.matches("all\\s+6\\s+0\\s+0\\s+0\\s+0")), status.out::toString);
    }

    @Test
    void anotherScenarioInTheFolderAndSlurmWithoutAFolderAreRefused() {
        Path camp = dir.resolve("camp");
        CliFixture first = new CliFixture();
        CliFixture other = new CliFixture();
        CliFixture slurm = new CliFixture();

        first.run("sweep", INCAST, "--param", "incast.serverCount=1", "--set", "incast.blocks=1", "--quiet", "--out", camp.toString());
        int otherCode = other.run("sweep", INCAST, "--param", "incast.serverCount=1", "--set", "incast.blocks=2", "--quiet", "--out", camp
                .toString());
        int slurmCode = slurm.run("sweep", INCAST, "--param", "incast.serverCount=1", "--slurm");

        assertEquals(1, otherCode);
        assertTrue(other.err.toString().contains("holds a campaign of another scenario"), other.err::toString);
        assertEquals(1, slurmCode);
        assertTrue(slurm.err.toString().contains("--slurm needs --out DIR"), slurm.err::toString);
    }

    @Test
    void statusOfAFolderThatIsNoCampaignSaysHowToMakeOne() {
        CliFixture status = new CliFixture();

        assertEquals(1, status.run("campaign", "status", dir.toString()));
        assertTrue(status.err.toString().contains("is not a campaign folder"), status.err::toString);
    }
}
