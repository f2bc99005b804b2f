package org.dclab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunCommandTest {

    private static final String INCAST = CliFixture.example("incast-naive-single-bottleneck").toString();

    @TempDir
    Path dir;

    @Test
    void runJsonPrintsGoodputRctAndRtos() {
        CliFixture cli = new CliFixture();

        int code = cli.run("run", INCAST, "--json", "--quiet", "--set", "incast.serverCount=4", "--set", "incast.blocks=2");

        String json = cli.out.toString();
        assertEquals(0, code, cli.err::toString);
        assertEquals(1, json.lines().count(), "one summary object: " + json);
        assertTrue(json.startsWith("{\"scenario\":\"incast-naive-single-bottleneck\",\"seed\":1,\"status\":\"completed\""), json);
        assertTrue(json.matches("(?s).*\"goodputGbps\":0\\.\\d+.*\"rctMs\":\\d+\\.\\d+.*\"rtos\":\\d+.*"), json);
    }

    @Test
    void sameSeedSameJson() {
        CliFixture first = new CliFixture();
        CliFixture second = new CliFixture();

        first.run("run", INCAST, "--json", "--quiet", "--set", "incast.serverCount=8", "--until", "50ms");
        second.run("run", INCAST, "--json", "--quiet", "--set", "incast.serverCount=8", "--until", "50ms");

        assertTrue(first.out.toString().contains("\"simulatedSeconds\":0.05"), first.out::toString);
        assertEquals(first.out.toString(), second.out.toString());
    }

    @Test
    void outWritesSummaryAndSeriesFiles() throws Exception {
        CliFixture cli = new CliFixture();

        int code = cli.run("run", INCAST, "--quiet", "--set", "incast.serverCount=2", "--set", "incast.blocks=1", "--out", dir.toString());

        assertEquals(0, code, cli.err::toString);
        assertTrue(cli.out.toString().contains("goodputGbps: "), cli.out::toString);
        assertTrue(Files.readString(dir.resolve("summary.json")).startsWith("{\"scenario\""));
        List<String> series = Files.readAllLines(dir.resolve("series.csv"));
        assertEquals("series,unit,timeSeconds,value", series.get(0));
        assertTrue(series.stream().anyMatch(l -> l.startsWith("queue sw->client length,packets,")), series.get(1));
        assertTrue(series.stream().anyMatch(l -> l.startsWith("incast goodput,bit/s,")));
        assertEquals(2, Files.readAllLines(dir.resolve("summary.csv")).size());
        assertTrue(Files.readString(dir.resolve("series.json")).startsWith(
                "[{\"name\":\"queue sw->client length\",\"unit\":\"packets\",\"timeSeconds\":["));
    }

    @Test
    void pcapOfAHostIsAPcapWithBothDirections() throws Exception {
        CliFixture cli = new CliFixture();

        int code = cli.run("run", INCAST, "--quiet", "--set", "incast.serverCount=2", "--set", "incast.blocks=1", "--out",
                dir.toString(), "--pcap", "client");

        assertEquals(0, code, cli.err::toString);
        ByteBuffer pcap = ByteBuffer.wrap(Files.readAllBytes(dir.resolve("incast-naive-single-bottleneck-client.pcap")))
                .order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(0xa1b23c4d, pcap.getInt(0));
        assertTrue(pcap.limit() > 24 + 2 * 262_144 / 1000 * 70, "every data segment and ACK: " + pcap.limit() + " bytes");
    }

    /** The link to srv1 carries exactly what the port of sw towards srv1 and the port of srv1 carry together. */
    @Test
    void pcapOfALinkIsBothOfItsPorts() throws Exception {
        CliFixture cli = new CliFixture();

        int code = cli.run("run", INCAST, "--quiet", "--set", "incast.serverCount=2", "--set", "incast.blocks=1", "--out",
                dir.toString(), "--pcap", "sw-srv1", "--pcap", "sw->srv1", "--pcap", "srv1->sw");

        assertEquals(0, code, cli.err::toString);
        long link = Files.size(dir.resolve("incast-naive-single-bottleneck-sw-srv1.pcap"));
        long down = Files.size(dir.resolve("incast-naive-single-bottleneck-sw_to_srv1.pcap"));
        long up = Files.size(dir.resolve("incast-naive-single-bottleneck-srv1_to_sw.pcap"));
        assertEquals(link + 24, down + up, "one global header less");
        assertTrue(down > 24 && up > 24);
    }

    @Test
    void sweepPrintsOneCsvRowPerValue() {
        CliFixture cli = new CliFixture();

        int code = cli.run("sweep", INCAST, "--quiet", "--param", "incast.serverCount=1,2,4", "--set", "incast.blocks=2", "--jobs", "2");

        List<String> rows = cli.out.toString().lines().toList();
        assertEquals(0, code, cli.err::toString);
        assertEquals(4, rows.size(), cli.out::toString);
        assertTrue(rows.get(0).startsWith("incast.serverCount,repetition,seed,status,simulatedSeconds,events,goodputGbps,rctMs,rtos"), rows
                .get(0));
        assertTrue(rows.get(1).startsWith("1,") && rows.get(2).startsWith("2,") && rows.get(3).startsWith("4,"), cli.out::toString);
    }

    /** Oracle: paths joined by '+' make one column and one run per value; a grid of the two would give four rows. */
    @Test
    void sweepWithLinkedPathsRunsOnePointPerValue() {
        CliFixture cli = new CliFixture();

        int code = cli.run("sweep", INCAST, "--quiet", "--param", "incast.serverCount+incast.blocks=1,2", "--jobs", "1");

        List<String> rows = cli.out.toString().lines().toList();
        assertEquals(0, code, cli.err::toString);
        assertEquals(3, rows.size(), cli.out::toString);
        assertTrue(rows.get(0).startsWith("incast.serverCount+incast.blocks,repetition,"), rows.get(0));
        assertTrue(rows.get(1).startsWith("1,") && rows.get(2).startsWith("2,"), cli.out::toString);
    }

    @Test
    void badInputIsExitOneWithAMessage() {
        CliFixture unknownParameter = new CliFixture();
        CliFixture badTime = new CliFixture();
        CliFixture badPcap = new CliFixture();

        assertEquals(1, unknownParameter.run("run", INCAST, "--set", "incast.servres=3"));
        assertEquals(1, badTime.run("run", INCAST, "--until", "soon"));
        assertEquals(1, badPcap.run("run", INCAST, "--pcap", "nobody", "--out", dir.toString()));

        assertTrue(unknownParameter.err.toString().contains(
                "--set incast.servres=3: parameter incast.servres: 'incast' (IncastClient) has no setting 'servres'"),
                unknownParameter.err::toString);
        assertTrue(badTime.err.toString().contains("--until 'soon' is not a time"), badTime.err::toString);
        assertTrue(badPcap.err.toString().contains("--pcap nobody: no link, host or port of that name"), badPcap.err::toString);
    }
}
