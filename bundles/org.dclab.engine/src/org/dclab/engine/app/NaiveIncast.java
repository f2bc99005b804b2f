package org.dclab.engine.app;

import java.util.List;

/**
 * The synchronized read of the incast studies: every server of a block is asked at once and the window is left to
 * TCP. By default one connection per server stays open across blocks (Phanishayee et al., FAST 2008); with
 * {@code persistentConnections = false} every request opens a fresh connection instead.
 */
public final class NaiveIncast implements IncastStrategy {
    private final boolean persistent;
    private int servers;

    public NaiveIncast() {
        this(true);
    }

    public NaiveIncast(boolean persistentConnections) {
        this.persistent = persistentConnections;
    }

    @Override
    public String name() {
        return "naive";
    }

    @Override
    public void init(IncastSetup setup) {
        servers = setup.servers();
    }

    @Override
    public boolean mayStart(List<? extends IncastTransfer> live) {
        return true;
    }

    @Override
    public long advertisedWindowBytes(int live) {
        return 0;
    }

    @Override
    public double connectionWindow() {
        return servers;
    }

    @Override
    public boolean persistentConnections() {
        return persistent;
    }
}
