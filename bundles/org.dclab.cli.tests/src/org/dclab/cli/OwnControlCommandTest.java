package org.dclab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.dclab.control.compiler.ControlTemplate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --control FILE.java}: a student's control, the workbench template's source as a file, runs from the command line
 * as in the workbench; its compile errors and its failures in a run end the command with one line naming file and line.
 * Each test names its control differently: controls stay registered in this JVM once compiled.
 */
class OwnControlCommandTest {

    private static final String UNTIL = "20ms";

    @TempDir
    Path dir;

    @Test
    void aScenarioRunsTheControlNamedOnTheCommandLine() throws IOException {
        Path example = CliFixture.example("coexist-fig3-threshold");
        CliFixture unknown = new CliFixture();
        assertEquals(DcLabCommand.EXIT_INVALID_INPUT, unknown.run("run", example.toString(), "--set",
                "s3.transport.congestionControl=cli-run-aimd", "--until", UNTIL, "--quiet", "--json"));
        assertTrue(unknown.err.toString().contains("cli-run-aimd"), "without --control the control is unknown: " + unknown.err);

        CliFixture template = new CliFixture();
        assertEquals(0, template.run("new-control", "CliRunAimd", "--dir", dir.toString()), template.err.toString());
        Path source = dir.resolve("CliRunAimd.java");
        assertEquals(ControlTemplate.source("CliRunAimd"), Files.readString(source), "new-control writes the workbench's template");
        assertTrue(template.out.toString().contains("cli-run-aimd"), "its key said: " + template.out);
        assertEquals(DcLabCommand.EXIT_INVALID_INPUT, new CliFixture().run("new-control", "CliRunAimd", "--dir", dir.toString()),
                "a second time it would overwrite the student's work");
        CliFixture own = new CliFixture();
        int code = own.run("run", "--control", source.toString(), example.toString(), "--set",
                "s3.transport.congestionControl=cli-run-aimd",
                "--until", UNTIL, "--quiet", "--json");
        assertEquals(0, code, own.err.toString());
        CliFixture dctcp = new CliFixture();
        assertEquals(0, dctcp.run("run", example.toString(), "--until", UNTIL, "--quiet", "--json"), dctcp.err.toString());
        // The template halves on an echo where DCTCP cuts by alpha/2: s3's flow (dctcp2) is another.
        assertNotEquals(application(dctcp, "dctcp2"), application(own, "dctcp2"), "s3's flow under the student's AIMD and under DCTCP");
    }

    @Test
    void aCompileErrorIsOneLineNamingFileAndLine() throws IOException {
        String broken = ControlTemplate.source("CliBroken").replace("long acked = ack.ackedBytes();", "long acked = ack.ackedBytes()");
        Path source = write("CliBroken", broken);
        CliFixture cli = new CliFixture();
        int code = cli.run("validate", "--control", source.toString(), CliFixture.example("dumbbell-two-flows").toString());
        String line = lineOf(broken, "long acked = ack.ackedBytes()");
        assertEquals(DcLabCommand.EXIT_INVALID_INPUT, code);
        assertTrue(cli.err.toString().startsWith("dclab validate: " + source + " line " + line + ": "), cli.err.toString());
        assertEquals(1, cli.err.toString().strip().lines().count(), "one line: " + cli.err);
    }

    @Test
    void aControlThatNeverReturnsIsStoppedAndTheRunReported() throws IOException {
        String looping = ControlTemplate.source("CliLoop").replace("long acked = ack.ackedBytes();",
                "long acked = ack.ackedBytes();\n        while (acked >= 0) {\n            acked = acked + 1 - 1;\n        }");
        Path source = write("CliLoop", looping);
        CliFixture cli = new CliFixture();
        int code = cli.run("run", "--control", source.toString(), CliFixture.example("coexist-fig3-threshold").toString(), "--set",
                "s3.transport.congestionControl=cli-loop", "--until", UNTIL, "--quiet", "--json");
        String line = lineOf(looping, "while (acked >= 0)");
        String err = cli.err.toString();
        assertEquals(DcLabCommand.EXIT_INVALID_INPUT, code, err);
        assertTrue(err.contains("cli-loop: CliLoop.java line "), err);
        assertTrue(err.contains("line " + line) || err.contains("line " + (Integer.parseInt(line) + 1)), "the loop's line " + line + ": "
                + err);
        assertTrue(err.contains("what it measured up to then is printed above"), err);
        assertTrue(cli.out.toString().startsWith("{\"scenario\":\"coexist-fig3-threshold\""), "the summary: " + cli.out);
        application(cli, "dctcp2");
    }

    @Test
    void aSweepWhoseControlNeverReturnsEndsWithItsLineNotAnInternalError() throws IOException {
        String looping = ControlTemplate.source("CliSweepLoop").replace("long acked = ack.ackedBytes();",
                "long acked = ack.ackedBytes();\n        while (acked >= 0) {\n            acked = acked + 1 - 1;\n        }");
        Path source = write("CliSweepLoop", looping);
        CliFixture cli = new CliFixture();
        int code = cli.run("sweep", "--control", source.toString(), CliFixture.example("coexist-fig3-threshold").toString(), "--set",
                "s3.transport.congestionControl=cli-sweep-loop", "--set", "durationPs=" + UNTIL, "--param",
                "left-right.rateBps=1Gbps,2Gbps", "--jobs", "1", "--quiet");
        String err = cli.err.toString();
        assertEquals(DcLabCommand.EXIT_INVALID_INPUT, code, err);
        assertTrue(err.contains("dclab sweep: a run stopped: cli-sweep-loop: CliSweepLoop.java line "), err);
        assertTrue(err.contains("runs that finished are printed above"), err);

        // As a campaign (--out): the control is still registered in this JVM from the sweep above.
        CliFixture campaign = new CliFixture();
        Path out = dir.resolve("campaign");
        int campaignCode = campaign.run("sweep", CliFixture.example("coexist-fig3-threshold").toString(), "--set",
                "s3.transport.congestionControl=cli-sweep-loop", "--set", "durationPs=" + UNTIL, "--param", "left-right.rateBps=1Gbps",
                "--jobs", "1", "--quiet", "--out", out.toString());
        assertEquals(DcLabCommand.EXIT_INVALID_INPUT, campaignCode, campaign.err.toString());
        assertTrue(campaign.err.toString().contains("dclab sweep: a run stopped: cli-sweep-loop: CliSweepLoop.java line "), campaign.err
                .toString());

        // Fixed, the control finishes the campaign: resume compiles it as sweep does, here and not for a cluster's nodes.
        Path fixed = Files.createDirectories(dir.resolve("fixed")).resolve("CliSweepLoop.java");
        Files.writeString(fixed, ControlTemplate.source("CliSweepLoop"));
        CliFixture onCluster = new CliFixture();
        assertEquals(DcLabCommand.EXIT_INVALID_INPUT,
                onCluster.run("campaign", "resume", out.toString(), "--slurm", "--control", fixed.toString(), "--quiet"));
        assertTrue(onCluster.err.toString().contains("--slurm with --control: the cluster's nodes would run without your control; resume "
                + "here (without --slurm)"), onCluster.err.toString());
        CliFixture resume = new CliFixture();
        assertEquals(0, resume.run("campaign", "resume", out.toString(), "--control", fixed.toString(), "--jobs", "1", "--quiet"),
                resume.err::toString);
        CliFixture status = new CliFixture();
        assertEquals(0, status.run("campaign", "status", out.toString()), status.err::toString);
        assertTrue(status.out.toString().lines().anyMatch(l -> l.matches("all\\s+[1-9][0-9]*\\s+0\\s+0\\s+0\\s+0")),
                "every run of the campaign done: " + status.out);
    }

    private Path write(String className, String source) throws IOException {
        Path file = dir.resolve(className + ".java");
        Files.writeString(file, source);
        return file;
    }

    /** The 1-based line of {@code source} holding {@code text}. */
    private static String lineOf(String source, String text) {
        String[] lines = source.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].contains(text)) {
                return Integer.toString(i + 1);
            }
        }
        throw new IllegalArgumentException("no line holds " + text);
    }

    /** The --json summary's object of the application {@code name}, as printed. */
    private static String application(CliFixture cli, String name) {
        Matcher m = Pattern.compile("\"" + name + "\":\\{[^}]*\\}").matcher(cli.out.toString());
        assertTrue(m.find(), "no application " + name + " in " + cli.out);
        return m.group();
    }
}
